export { News } from "./news.entity";
export { NewsResolver } from "./news.resolver";
export { newsRoutes } from "./news.routes";
export { NewsService } from "./news.service";
