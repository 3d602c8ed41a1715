/**
 * @shop/ui/routing: the parts of react-router the remotes use, shared as one federation
 * singleton. Import routing from here, never from 'react-router' (lint enforces it).
 *
 * Why a facade: a shared package is provided whole, since the build cannot know what
 * other remotes will ask of it, and react-router 7 whole is ~60 KB gzip, most of it
 * data routers and server rendering we do not use. Behind this facade it is
 * tree-shaken to what is named here. Add an export when a screen needs one.
 */
export {
  BrowserRouter,
  Route,
  Routes,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
