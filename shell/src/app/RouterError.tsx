import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, AlertTitle, Box, Link } from '@mui/material';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

/** Shows the fallback while the address stays where a page threw; another address renders anew. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Страница не отрисовалась', error, info.componentStack);
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error">
          <AlertTitle>Unexpected Application Error!</AlertTitle>
          Что-то пошло не так. <Link href="/">На страницу входа</Link>
        </Alert>
      </Box>
    );
  }
}

/** The routes' fallback when a page throws, until the address changes. */
export function RouterError({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>;
}
