// Number formats shared by the targets' descriptions and the report. KB = 1,000 bytes.

export const KB = 1000;
export const fmt = (value: number) => Math.round(value).toLocaleString("en-US");
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const percent = (share: number) => `${Math.round(share * 100)}%`;
