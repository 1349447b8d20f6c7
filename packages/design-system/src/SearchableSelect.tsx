import { Box, Combobox, HStack, Portal, Tag, Text, Wrap, createListCollection } from '@chakra-ui/react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { filterOptions, idInList, type IdList, type OptionId } from './option-filter';
import { getPath } from './paged';
import { useInsideDialog } from './inside-dialog';
import { TEXTS, notFoundText } from './texts';
import { useRemoteOptions } from './useRemoteOptions';

interface BaseProps<T> {
  /** Local options; also the list shown before (or without) a server search. */
  options?: readonly T[];
  /** Default 'nama'. */
  labelKey?: string;
  /** Default 'id'. */
  valueKey?: string;
  /** Extra fields for the client search, e.g. ['npp', 'jabatan.nama', 'kantor.nama']. */
  searchKeys?: readonly string[];
  /** Server search, used only when the typed text has more than 3 characters (1000 ms debounce). */
  loadOptions?: (search: string) => Promise<T[]>;
  /** Only these ids are offered ('*' = all). */
  allowedIds?: IdList;
  /** These ids are shown but cannot be chosen ('*' = all). */
  disabledIds?: IdList;
  /** Items for the current value(s) when they are not among `options` (e.g. from a server search). */
  selectedOptions?: readonly T[];
  label?: ReactNode;
  'aria-label'?: string;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  renderOption?: (item: T) => ReactNode;
  onBlur?: () => void;
  /** Render the list in a portal; by default yes, except inside a DialogFrame/FormDialog (inside-dialog.ts). */
  portalled?: boolean;
}

export interface SingleSelectProps<T> extends BaseProps<T> {
  multiple?: false;
  value: OptionId | null | undefined;
  onChange: (value: OptionId | null, item: T | null) => void;
}

export interface MultiSelectProps<T> extends BaseProps<T> {
  multiple: true;
  value: readonly OptionId[] | null | undefined;
  onChange: (value: OptionId[], items: T[]) => void;
}

export type SearchableSelectProps<T> = SingleSelectProps<T> | MultiSelectProps<T>;

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  items.forEach((item) => seen.has(keyOf(item)) || seen.set(keyOf(item), item));
  return [...seen.values()];
}

/** Combobox over `{ id, nama, … }` options: client fuzzy search, optional server search, single or multiple. */
export function SearchableSelect<T extends object>(props: SearchableSelectProps<T>) {
  const { options = [], labelKey = 'nama', valueKey = 'id', searchKeys = [], allowedIds, disabledIds } = props;
  const [search, setSearch] = useState('');
  const insideDialog = useInsideDialog();
  // Typing: the input shows what the user types; otherwise the chosen option's name (single).
  const [typing, setTyping] = useState(false);
  const remote = useRemoteOptions(search, props.loadOptions);

  const keyOf = (item: T) => String(getPath(item, valueKey) ?? '');
  const idOf = (item: T) => getPath(item, valueKey) as OptionId;
  const labelOf = (item: T) => String(getPath(item, labelKey) ?? '');

  // Every item ever seen, so chosen values keep their labels when the list changes.
  const known = useRef(new Map<string, T>());
  [...options, ...remote.lastItems, ...(props.selectedOptions ?? [])].forEach((item) =>
    known.current.set(keyOf(item), item),
  );

  const values = (props.multiple ? (props.value ?? []) : props.value == null ? [] : [props.value]).map(String);
  const selectedItems = values.map((value) => known.current.get(value)).filter((item): item is T => Boolean(item));
  const query = search.trim();
  // Controlled, because the combobox derives the text only when the value changes: a value that
  // arrives before its options (a filter read from the address) would keep an empty input.
  const inputText = typing ? search : !props.multiple && selectedItems[0] ? labelOf(selectedItems[0]) : '';

  // The arrays are new on every render; their contents, joined, are what the memo depends on.
  const searchKeyList = searchKeys.join('|');
  const valueList = values.join('|');
  const visible = useMemo(() => {
    const found =
      remote.items ??
      filterOptions(uniqueBy([...options, ...remote.lastItems], keyOf), query, [labelKey, ...searchKeys]);
    const offered = allowedIds ? found.filter((item) => idInList(allowedIds, idOf(item))) : found;
    // While not searching, the chosen items stay in the list: the combobox derives the input's
    // text from the collection, so a value picked from an earlier server search keeps its label.
    return query === '' ? uniqueBy([...offered, ...selectedItems], keyOf) : offered;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, remote.items, remote.lastItems, query, labelKey, valueKey, searchKeyList, allowedIds, valueList]);

  const collection = useMemo(
    () =>
      createListCollection<T>({
        items: visible,
        itemToString: labelOf,
        itemToValue: keyOf,
        isItemDisabled: (item) => (disabledIds ? idInList(disabledIds, idOf(item)) : false),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [visible, disabledIds, labelKey, valueKey],
  );

  const emit = (nextValues: string[]) => {
    const items = nextValues.map((value) => known.current.get(value)).filter((item): item is T => Boolean(item));
    if (props.multiple) props.onChange(items.map(idOf), items);
    else props.onChange(items[0] ? idOf(items[0]) : null, items[0] ?? null);
  };

  const emptyContent = remote.pending ? (
    <Text>{TEXTS.searching}</Text>
  ) : remote.failed ? (
    <Text color="fg.error">{TEXTS.searchFailed}</Text>
  ) : query === '' || (props.loadOptions && !remote.active) ? (
    <Text>{TEXTS.typeToSearch}</Text>
  ) : (
    <Box>
      <Text>{notFoundText(query)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {TEXTS.notFoundHint}
      </Text>
    </Box>
  );

  return (
    <Combobox.Root
      collection={collection}
      multiple={props.multiple}
      value={values}
      onValueChange={(details) => emit(details.value)}
      inputValue={inputText}
      onInputValueChange={(details) => {
        const typed = details.reason === 'input-change';
        setTyping(typed);
        setSearch(typed ? details.inputValue : '');
      }}
      inputBehavior="autohighlight"
      selectionBehavior={props.multiple ? 'clear' : 'replace'}
      closeOnSelect={!props.multiple}
      openOnClick
      name={props.name}
      disabled={props.disabled}
      invalid={props.invalid}
      translations={{ triggerLabel: TEXTS.openOptions, clearTriggerLabel: TEXTS.clearSelection }}
    >
      {props.label ? <Combobox.Label>{props.label}</Combobox.Label> : null}
      {props.multiple && selectedItems.length > 0 ? (
        <Wrap gap="1" mb="1.5">
          {selectedItems.map((item) => (
            <Tag.Root key={keyOf(item)} size="md" colorPalette="brand" variant="subtle">
              <Tag.Label>{labelOf(item)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`${TEXTS.removeSelected} ${labelOf(item)}`}
                  disabled={props.disabled}
                  onClick={() => emit(values.filter((value) => value !== keyOf(item)))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      ) : null}
      <Combobox.Control>
        <Combobox.Input
          placeholder={props.placeholder ?? TEXTS.selectPlaceholder}
          aria-label={props.label ? undefined : (props['aria-label'] ?? props.placeholder ?? TEXTS.selectPlaceholder)}
          onBlur={props.onBlur}
          // aria only: a native `required` would stop formik's submit before it shows its errors.
          aria-required={props.required || undefined}
        />
        <Combobox.IndicatorGroup>
          {!props.multiple ? <Combobox.ClearTrigger /> : null}
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal disabled={!(props.portalled ?? !insideDialog)}>
        <Combobox.Positioner>
          <Combobox.Content>
            {remote.pending && visible.length > 0 ? (
              <HStack px="2" py="1" fontSize="xs" color="fg.muted" role="status">
                {TEXTS.searching}
              </HStack>
            ) : null}
            <Combobox.Empty>{emptyContent}</Combobox.Empty>
            {visible.map((item) => (
              <Combobox.Item key={keyOf(item)} item={item}>
                {props.renderOption ? (
                  <Box flex="1">{props.renderOption(item)}</Box>
                ) : (
                  <Combobox.ItemText>{labelOf(item)}</Combobox.ItemText>
                )}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
