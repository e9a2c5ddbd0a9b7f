/** Node.js options for the server process (see server-runtime.mjs). */
export declare const SERVER_NODE_OPTIONS: string[];
/** The server process's environment (see server-runtime.mjs). */
export declare function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
