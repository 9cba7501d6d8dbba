import type { Suggestion } from '@achterhoek/contracts';
import { Stack, Text } from '@mantine/core';
import { useThrottledValue } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyText } from '../../../components/BusyText';
import { QueryLoadError } from '../../../components/QueryLoadError';
import type { MessageId } from '../../../i18n/nl';
import { isSearchableQuery } from '../../../lib/geo';
import type { LocationField } from '../../../lib/paths';
import { LOCATION_SEARCH_THROTTLE_MS, useLocationSuggestions } from '../api/queries';
import { offeredSuggestions, suggestionDetail } from '../lib/places';
import { ChoiceList, ChoiceRow } from './ChoiceList';
import { HighlightedTitle } from './HighlightedTitle';
import { CategoryIcon, IconStar } from './icons';

interface SuggestionResultsProps {
  field: LocationField;
  /** What is in the search box now. */
  text: string;
  /** A choice is being saved: the rows wait. */
  busy: boolean;
  onChoose: (suggestion: Suggestion) => void;
  onSaveFavourite: (suggestion: Suggestion) => void;
}

/**
 * The geocoder's suggestions for the search box (spec 000 §5): asked for only when more than 3
 * characters are typed and at most once a second; abbreviation-only entries are left out. Says when it
 * is searching, when nothing matched, and when the geocoder failed (with a retry). The status line is a
 * live region, so screen readers hear how many results there are.
 */
export function SuggestionResults({ field, text, busy, onChoose, onSaveFavourite }: SuggestionResultsProps) {
  const intl = useIntl();
  const typed = text.trim();
  const query = useThrottledValue(typed, LOCATION_SEARCH_THROTTLE_MS);
  const suggestions = useLocationSuggestions(query);
  const searchable = isSearchableQuery(typed);

  const offered = suggestions.data ? offeredSuggestions(field, suggestions.data) : [];
  const waiting = query !== typed || suggestions.isFetching || (!suggestions.data && !suggestions.isError);
  const failed = searchable && suggestions.isError && !waiting;

  let status: ReactNode = null;
  if (searchable && !failed) {
    status = waiting ? (
      <BusyText gap="xs" wrap="nowrap">
        <FormattedMessage id="planner.location.searching" />
      </BusyText>
    ) : (
      <Text fw={offered.length === 0 ? 600 : undefined} c={offered.length === 0 ? undefined : 'dimmed'}>
        {offered.length === 0 ? (
          <FormattedMessage id="planner.location.noResults" />
        ) : (
          <FormattedMessage id="planner.location.resultCount" values={{ count: offered.length }} />
        )}
      </Text>
    );
  }

  return (
    <Stack gap="xs">
      <div aria-live="polite">{status}</div>
      {failed && <QueryLoadError query={suggestions} messageId="planner.location.searchError" />}
      {searchable && !failed && offered.length > 0 && (
        <ChoiceList label={intl.formatMessage({ id: 'planner.location.results' })}>
          {offered.map((suggestion) => {
            const category = intl.formatMessage({
              id: `planner.category.${suggestion.category}` as MessageId,
            });
            const detail = suggestionDetail(suggestion);
            return (
              <ChoiceRow
                key={suggestion.id}
                icon={<CategoryIcon category={suggestion.category} />}
                title={<HighlightedTitle suggestion={suggestion} />}
                detail={detail ? `${category} · ${detail}` : category}
                onChoose={() => onChoose(suggestion)}
                disabled={busy}
                action={
                  field === 'home'
                    ? undefined
                    : {
                        label: intl.formatMessage(
                          { id: 'planner.favourites.add' },
                          { title: suggestion.title },
                        ),
                        icon: <IconStar />,
                        onClick: () => onSaveFavourite(suggestion),
                      }
                }
              />
            );
          })}
        </ChoiceList>
      )}
    </Stack>
  );
}
