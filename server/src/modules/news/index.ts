export { newsArea } from "./news.area";
