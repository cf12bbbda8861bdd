import { b } from "./cyc-b";
export const a = () => b;
