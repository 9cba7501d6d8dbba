export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Spec: Goedemorgen before 12:00, Goedemiddag before 18:00, otherwise Goedenavond (device local time). */
export function greetingFor(date: Date): Greeting {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
