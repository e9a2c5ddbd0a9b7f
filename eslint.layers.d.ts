// Types of eslint.layers.js (plain JavaScript: eslint.config.js loads it without a compiler).
export declare const APP_LAYERS: string[];
export declare const FEATURES: Record<string, string[]>;
export declare const LAYERS: { name: string; files: string[]; mayImport: string[] }[];
export declare const SERVER_FEATURE_MODULES: string[];
export declare const CATALOG_FORBIDDEN_PACKAGES: string[];
export declare function restrictedImportGroups(): {
  files: string[];
  patterns: { regex: string; message: string }[];
}[];
