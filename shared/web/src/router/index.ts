// The one door to react-router for every app (ARCHITECTURE.md "Shell ↔ remote contract"): shared as a Module
// Federation singleton in place of the whole library, so the browser gets only these parts of it (eslint refuses a
// direct import of react-router or react-router-dom). Add an export here when a page needs another part.
export {
  Navigate,
  Route,
  Router,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  unstable_HistoryRouter,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
export type { To } from 'react-router';
