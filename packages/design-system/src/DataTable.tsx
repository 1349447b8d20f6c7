import { Box, Flex, HStack, Input, NativeSelect, Spinner, Table, Text, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './PageStates';
import { Pagination } from './Pagination';
import { ariaSortOf, getPath, nextSort, type Paged, type SortState } from './paged';
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS, SEARCH_DEBOUNCE_MS, TEXTS, showingText } from './texts';
import { useDebouncedCallback } from './useDebouncedCallback';

export interface DataTableColumn<T> {
  /** Field of the row (dot paths allowed); also the sort key sent to the server. */
  key: string;
  header: ReactNode;
  render?: (row: T, index: number) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  width?: string;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  data?: Paged<T> | null;
  isLoading?: boolean;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  /** Controlled sort; leave out to let the table keep it. */
  sort?: SortState;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Shows the search box; called after `searchDebounceMs` of quiet (or at once on Enter). */
  onSearch?: (search: string) => void;
  searchDebounceMs?: number;
  /**
   * The search the list is filtered by (e.g. from the address). The box starts with it and follows
   * it when it changes from outside — back to an earlier address, a page that clears it — but not
   * when it is only the address catching up with what was typed.
   */
  search?: string;
  searchPlaceholder?: string;
  /** Accessible name of the table. */
  caption?: string;
  rowKey?: (row: T, index: number) => Key;
  /** Adds a 'No' column counting from the page's `from`. */
  numbered?: boolean;
  emptyText?: string;
  /** The list could not be loaded: the reason and a retry replace the rows (no empty state beside it). */
  error?: { message: string } | null;
  onRetry?: () => void;
  /** Extra controls next to the search box (filters, buttons). */
  toolbar?: ReactNode;
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = getPath(row, key);
  return typeof value === 'string' || typeof value === 'number' ? value : value == null ? '' : String(value);
}

function defaultRowKey(row: unknown, index: number): Key {
  const id = getPath(row, 'id');
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

/** Server-paged table: search, sortable headers, page size, from/to/total and page buttons. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, data, isLoading = false, onPageChange, onPerPageChange, onSortChange, onSearch } = props;
  const [ownSort, setOwnSort] = useState<SortState>(props.defaultSort ?? {});
  const sort = props.sort ?? ownSort;
  const [search, setSearch] = useState(props.search ?? '');
  // What the box last handed to onSearch: a `search` prop equal to it is our own text coming back.
  const sent = useRef(props.search ?? '');
  useEffect(() => {
    const outside = props.search ?? '';
    if (outside === sent.current) return;
    sent.current = outside;
    setSearch(outside);
  }, [props.search]);
  const debouncedSearch = useDebouncedCallback((text: string) => {
    sent.current = text;
    onSearch?.(text);
  }, props.searchDebounceMs ?? SEARCH_DEBOUNCE_MS);

  const rows = data?.data ?? [];
  const page = data?.current_page ?? 1;
  const perPage = data?.per_page ?? DEFAULT_PER_PAGE;
  const rowKey = props.rowKey ?? defaultRowKey;
  const columnCount = columns.length + (props.numbered ? 1 : 0);

  const changeSort = (key: string) => {
    const next = nextSort(sort, key);
    if (props.sort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  return (
    <Box>
      <Flex gap="3" mb="3" align="center" justify="space-between" wrap="wrap">
        <HStack gap="2">
          {onPerPageChange ? (
            <>
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  aria-label={TEXTS.perPage}
                  value={perPage}
                  onChange={(e) => onPerPageChange(Number(e.currentTarget.value))}
                >
                  {PER_PAGE_OPTIONS.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Text fontSize="sm" color="fg.muted" aria-hidden="true">
                {TEXTS.perPageSuffix}
              </Text>
            </>
          ) : null}
          {isLoading && rows.length > 0 ? <Spinner size="sm" aria-label={TEXTS.loading} /> : null}
        </HStack>
        <HStack gap="2">
          {props.toolbar}
          {onSearch ? (
            <Input
              type="search"
              size="sm"
              width={{ base: 'full', md: '64' }}
              aria-label={TEXTS.search}
              placeholder={props.searchPlaceholder ?? TEXTS.searchPlaceholder}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                debouncedSearch.run(e.currentTarget.value);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') debouncedSearch.flush();
              }}
            />
          ) : null}
        </HStack>
      </Flex>

      {/* Focusable so a table wider than the page can be scrolled from the keyboard (WCAG 2.1.1). */}
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
        <Table.Root size="sm" striped aria-label={props.caption} aria-busy={isLoading || undefined}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {props.numbered ? <Table.ColumnHeader width="1%">{TEXTS.number}</Table.ColumnHeader> : null}
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} sort={sort} onSort={changeSort} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={isLoading && rows.length > 0 ? 0.6 : 1}>
            {props.error && !isLoading ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount}>
                  <ErrorState message={props.error.message} onRetry={props.onRetry} />
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount}>
                  {isLoading ? <LoadingState /> : <EmptyState title={props.emptyText ?? TEXTS.noData} />}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row, index) => (
                <Table.Row key={rowKey(row, index)}>
                  {props.numbered ? <Table.Cell>{(data?.from ?? 1) + index}</Table.Cell> : null}
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.align}>
                      {column.render ? column.render(row, index) : defaultCell(row, column.key)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {showingText(data?.from ?? 0, data?.to ?? 0, data?.total ?? 0)}
        </Text>
        <Pagination page={page} lastPage={data?.last_page ?? 1} onPageChange={onPageChange} disabled={isLoading} />
      </Flex>
    </Box>
  );
}

interface HeaderCellProps<T> {
  column: DataTableColumn<T>;
  sort: SortState;
  onSort: (key: string) => void;
}

function HeaderCell<T>({ column, sort, onSort }: HeaderCellProps<T>) {
  if (!column.sortable) {
    return (
      <Table.ColumnHeader textAlign={column.align} width={column.width}>
        {column.header}
      </Table.ColumnHeader>
    );
  }
  const ariaSort = ariaSortOf(sort, column.key);
  const arrow = ariaSort === 'ascending' ? '▲' : ariaSort === 'descending' ? '▼' : '↕';
  return (
    <Table.ColumnHeader aria-sort={ariaSort} textAlign={column.align} width={column.width}>
      {/* A real button: focusable, and Enter/Space activate it without extra key handling. */}
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontWeight="inherit"
        cursor="pointer"
        rounded="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        onClick={() => onSort(column.key)}
      >
        {column.header}
        <chakra.span aria-hidden="true" fontSize="xs" color={ariaSort === 'none' ? 'fg.subtle' : 'colorPalette.fg'}>
          {arrow}
        </chakra.span>
      </chakra.button>
    </Table.ColumnHeader>
  );
}
