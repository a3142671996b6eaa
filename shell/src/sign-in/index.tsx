// The sign-in build's entry. page.html has painted the logo; the page itself (React, the forms, their styles) is a
// chunk fetched after that first frame: run at once, its evaluation would hold the first paint back (~0.5 s on a
// slow laptop). A hidden tab does not paint, so there it starts at once.
const start = () => void import(/* webpackChunkName: "sign-in-page" */ './start');

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
