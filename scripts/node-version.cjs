// Run before `npm ci` and `npm start` (package.json preinstall, prestart), in plain CommonJS so
// that any Node can run it: on an older Node, one line says what is needed and how to get it,
// instead of a failure later and elsewhere (package.json `engines` only warns).
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Node 24 or later is needed (this is Node ${process.versions.node}): run \`nvm install\` here (.nvmrc), or see "Before you start" in README.md.`,
  );
  process.exit(1);
}
