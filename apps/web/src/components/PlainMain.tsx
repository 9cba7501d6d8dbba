import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The main landmark of a page without the app's bars (landing, logout, start-up errors). */
export function PlainMain({ children }: { children: ReactNode }) {
  return (
    <main>
      <Container size="xs" py="xl">
        {children}
      </Container>
    </main>
  );
}
