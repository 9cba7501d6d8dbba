import type { Suggestion } from '@achterhoek/contracts';
import { Fragment } from 'react';
import { highlightParts } from '../lib/places';

// Inline on purpose (and said so, for tools that compute accessible names without a style sheet): the
// bold part is part of the word, "Station Winterswijk" and not "Station Winters wijk".
const matchedStyle = { fontWeight: 800, display: 'inline' } as const;

/** A suggestion's title with the parts that match what was typed in bold. */
export function HighlightedTitle({ suggestion }: { suggestion: Suggestion }) {
  return (
    <>
      {highlightParts(suggestion.title, suggestion.titleHighlights).map((part, index) =>
        part.matched ? (
          <strong key={index} style={matchedStyle}>
            {part.text}
          </strong>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
