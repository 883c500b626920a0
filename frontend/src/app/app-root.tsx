/**
 * The whole app: the router of router.tsx. main.tsx loads it at once for every page except a
 * signed-out visitor's landing page, which loads it when a link is about to be followed.
 */
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export function AppRoot() {
  return <RouterProvider router={router} />;
}
