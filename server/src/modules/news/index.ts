export { News } from "./news.entity";
export { NewsResolver } from "./news.resolver";
export { NewsService } from "./news.service";
