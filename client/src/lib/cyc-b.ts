import { a } from "./cyc-a";
export const b = () => a;
