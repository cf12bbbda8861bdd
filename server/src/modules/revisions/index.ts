export { RevisionStore } from "./item-revision.store";
export { revisionsArea } from "./revisions.area";
