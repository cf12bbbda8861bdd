import { preloadPage } from "./pages";

// Imported first by main.tsx: ES modules run in import order, so this starts before the theme is built.
preloadPage(window.location.pathname);
