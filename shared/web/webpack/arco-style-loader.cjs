// Makes each Arco component's entry (`es/<Component>/index.js`) import its own stylesheet (`style/css.js`, which
// also names the styles of the components it is built from), as babel-plugin-import would do in the importing file.
// The style then travels with the component module: the app that provides the shared component sends its CSS once,
// as a CSS file, and a remote that consumes the shell's instance never sends it again.
const fs = require('node:fs');
const path = require('node:path');

/** The entries of Arco's components: the modules the apps share one key each (see shared-map.cjs). */
const ARCO_COMPONENT_ENTRY = /[\\/]@arco-design[\\/]web-react[\\/]es[\\/][A-Z][A-Za-z]+[\\/]index\.js$/;

/** @this {import('webpack').LoaderContext<{}>} */
function arcoStyleLoader(source) {
  const style = path.join(this.context, 'style', 'css.js');
  if (!fs.existsSync(style)) return source;
  return `import './style/css.js';\n${source}`;
}

module.exports = arcoStyleLoader;
module.exports.ARCO_COMPONENT_ENTRY = ARCO_COMPONENT_ENTRY;
