/**
 * The app's router: the routes of the page table (app-routes.tsx) in the browser's history.
 */
import { createBrowserRouter } from 'react-router-dom';
import { APP_ROUTE_TABLE, appRoutes } from './app-routes';

export const router = createBrowserRouter(appRoutes(APP_ROUTE_TABLE));
