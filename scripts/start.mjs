// `npm start`: builds when the build is missing, then runs the server in production mode.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(new URL("../build/server/index.js", import.meta.url))) {
  console.log("No build found: building first");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV = "production";
register();
await import("../server/main.ts");
