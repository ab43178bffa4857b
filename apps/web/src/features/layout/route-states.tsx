import { Alert, Button, Center, Container, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { errorMessage } from '../api/error-message';
import { useI18n } from '../i18n/use-i18n';

/** A page's data is loading: shown in the page's place, inside its area's frame. */
export function PagePending() {
  const { ui } = useI18n();
  return (
    <Center py={80} role="status" aria-live="polite">
      <Loader aria-label={ui.pageStates.loading} />
    </Center>
  );
}

/** A page's data could not be loaded: the reason, and a retry that runs the page's loader again. */
export function PageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { ui } = useI18n();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={ui.pageStates.loadFailed} role="alert">
        <Stack gap="sm" align="flex-start">
          {errorMessage(error)}
          {/* On white, not on the box's red tint: red outline text there was 3.7:1, under AA's 4.5:1. */}
          <Button variant="default" onClick={retry}>
            {ui.pageStates.tryAgain}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
