// Plain JavaScript on purpose: it must run, and fail loudly, on an older Node.
const [major] = process.versions.node.split(".").map(Number);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} er for gammel. Projektet kører på Node 24 via devDependency'en "node": ` +
      "kør kommandoen gennem npm (npm run/npm test/npm start) efter npm ci med install-scripts slået til.",
  );
  process.exit(1);
}
