export { trashArea } from "./trash.area";
export { TrashService } from "./trash.service";
