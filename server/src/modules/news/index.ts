export { News } from "./news.entity";
export { newsArea } from "./news.area";
