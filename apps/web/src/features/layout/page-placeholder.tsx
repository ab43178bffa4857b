import { Container, Title } from '@mantine/core';

/** A page a later issue fills in: for now only its title, no sample content. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
    </Container>
  );
}
