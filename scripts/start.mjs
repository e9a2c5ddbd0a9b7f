// `npm start`: builds when the build is missing (or was made for another SITE_URL, which the
// prerendered pages carry in their canonical links), then runs the compiled server
// (`build/main.js`, plain JavaScript: no TypeScript compiler, tsx or esbuild is loaded) in
// production mode, as a child process with the memory settings of scripts/lib/server-runtime.mjs.
// Stop signals are passed on; the exit code is the server's.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { siteOrigin } from "../app/lib/site-url.mjs";
import { SERVER_NODE_OPTIONS, serverEnvironment } from "./lib/server-runtime.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const siteUrl = siteOrigin(process.env.SITE_URL, process.env.PORT);
const stampFile = new URL("../build/site-url", import.meta.url);
const built =
  existsSync(new URL("../build/server/index.js", import.meta.url)) &&
  existsSync(new URL("../build/main.js", import.meta.url));
const builtFor = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : undefined;
if (!built || builtFor !== siteUrl) {
  console.log(
    built
      ? `The build was made for ${builtFor ?? "another SITE_URL"}: building for ${siteUrl}`
      : "No build found: building first",
  );
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SITE_URL: siteUrl },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, "build/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: serverEnvironment(process.env),
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill(signal));
server.on("error", (error) => {
  console.error(`Cannot run the server: ${error.message}`);
  process.exit(1);
});
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
