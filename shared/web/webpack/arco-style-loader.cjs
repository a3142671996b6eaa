// Adds the stylesheet of every Arco component a source file imports, like babel-plugin-import does: Arco's JS is
// shared per component, so each app brings only the CSS of what it shows (TOOLCHAIN.md: 26.6 KB vs 63.9 KB).
const ARCO_COMPONENT = /from\s+['"]@arco-design\/web-react\/es\/([A-Z][A-Za-z]+)['"]/g;

module.exports = function arcoStyleLoader(source) {
  const components = new Set();
  for (const match of source.matchAll(ARCO_COMPONENT)) components.add(match[1]);
  if (components.size === 0) return source;
  const styles = [...components].map((name) => `import '@arco-design/web-react/es/${name}/style/css.js';`);
  return `${styles.join('\n')}\n${source}`;
};
