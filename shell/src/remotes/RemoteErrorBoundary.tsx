import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a broken or unreachable remote inside its part of the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Раздел портала не загрузился', error, info.componentStack);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        sx={{ m: 3 }}
        action={
          <Button color="inherit" size="small" onClick={this.retry}>
            Повторить
          </Button>
        }
      >
        <AlertTitle>Не удалось загрузить раздел</AlertTitle>
        Раздел портала сейчас недоступен. Проверьте подключение и попробуйте ещё раз.
      </Alert>
    );
  }
}
