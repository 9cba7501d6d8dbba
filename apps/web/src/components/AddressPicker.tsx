import type { Address } from '@achterhoek/contracts';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useThrottledValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  HOME_ADDRESS_MAX_RESULTS,
  HOME_ADDRESS_THROTTLE_MS,
  addressFromSuggestion,
  addressLine,
  fetchSuggestions,
  isSearchableQuery,
  usableAddressSuggestions,
} from '../lib/geo';
import type { ControlledFieldProps } from './controlledFieldProps';

/** The value is the chosen address; null until one is chosen from the suggestions. */
type AddressPickerProps = ControlledFieldProps<Address | null>;

/**
 * A home address chosen from the geocoder's suggestions (spec 000 §5): suggestions are asked for when
 * the input is longer than 3 characters, at most every 500 ms and at most 8 at a time; only suggestions
 * naming a locality can be chosen. Typing after a choice drops it, so the coordinates always come from a
 * suggestion and never from free text.
 */
export function AddressPicker({
  value,
  onChange,
  onBlur,
  error,
  label,
  required = false,
  inputRef,
  name,
}: AddressPickerProps) {
  const intl = useIntl();
  const [text, setText] = useState(() => addressLine(value));
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const query = useThrottledValue(text, HOME_ADDRESS_THROTTLE_MS).trim();
  const searching = value === null && isSearchableQuery(query);

  const suggestions = useQuery({
    queryKey: ['geo', 'suggestions', query, HOME_ADDRESS_MAX_RESULTS],
    queryFn: ({ signal }) => fetchSuggestions(query, HOME_ADDRESS_MAX_RESULTS, signal),
    enabled: searching,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const options = usableAddressSuggestions(suggestions.data ?? []);

  const choose = (id: string) => {
    const suggestion = options.find((option) => option.id === id);
    if (!suggestion) return;
    const address = addressFromSuggestion(suggestion);
    onChange(address);
    setText(addressLine(address));
    combobox.closeDropdown();
  };

  let dropdownContent: ReactNode;
  if (suggestions.isError) {
    dropdownContent = (
      <Combobox.Empty>
        <FormattedMessage id="address.unavailable" />
      </Combobox.Empty>
    );
  } else if (suggestions.isPending || query !== text.trim()) {
    dropdownContent = (
      <Combobox.Empty>
        <FormattedMessage id="address.searching" />
      </Combobox.Empty>
    );
  } else if (options.length === 0) {
    dropdownContent = (
      <Combobox.Empty>
        <FormattedMessage id="address.none" />
      </Combobox.Empty>
    );
  } else {
    dropdownContent = options.map((option) => (
      <Combobox.Option value={option.id} key={option.id}>
        <Text fw={600}>{option.title}</Text>
        {option.address.label !== option.title && (
          <Text size="sm" c="dimmed">
            {option.address.label}
          </Text>
        )}
      </Combobox.Option>
    ));
  }

  const typedEnough = value === null && isSearchableQuery(text);

  return (
    <div>
      <Combobox store={combobox} onOptionSubmit={choose}>
        <Combobox.Target>
          <TextInput
            ref={inputRef}
            name={name}
            label={label}
            required={required}
            autoComplete="off"
            value={text}
            description={intl.formatMessage({ id: 'address.hint' })}
            error={error}
            rightSection={
              searching && suggestions.isFetching ? <Loader size="xs" aria-hidden="true" /> : null
            }
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (value !== null) onChange(null);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              onBlur?.();
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!typedEnough}>
          <Combobox.Options aria-label={label}>{dropdownContent}</Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {value && (
        <Text size="sm" mt={4}>
          <FormattedMessage id="address.chosen" values={{ label: addressLine(value) }} />
        </Text>
      )}
    </div>
  );
}
