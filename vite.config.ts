import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Bundled into the server build rather than imported from node_modules at run time: their
  // package entry points load every icon and date function (about 45 MB resident), the
  // bundle keeps only those the app uses (issue 11 "Lean").
  ssr: { noExternal: ["lucide-react", "date-fns", "@date-fns/tz"] },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
