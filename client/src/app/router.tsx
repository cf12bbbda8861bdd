import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { paths } from "../config/paths";
import { HomePage } from "../features/home/pages/home-page";
import { NotFoundPage } from "../features/not-found/pages/not-found-page";
import { Layout } from "./layout";

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
