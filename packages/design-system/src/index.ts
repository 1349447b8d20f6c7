// The public surface of @portal/design-system. Anything not exported here is private, except the
// subpath entries: `/forms` (what only forms need), `/router` (React Router), `/remote-lifecycles`,
// `/testing` and `/storybook`.

export { system, portalConfig } from './system';
export { PortalProvider, type PortalProviderProps } from './PortalProvider';

export { toaster, notify, jobToastId, type NotifyOptions, type NotifyType } from './toast';
export { Toaster } from './Toaster';

export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { Pagination, pageSlots, type PaginationProps } from './Pagination';
export { ariaSortOf, nextSort, type Paged, type SortState, type AriaSort } from './paged';

export {
  SearchableSelect,
  type SearchableSelectProps,
  type SingleSelectProps,
  type MultiSelectProps,
} from './SearchableSelect';
export { filterOptions, idInList, normalizeText, type IdList, type OptionId } from './option-filter';
export { useRemoteOptions, type RemoteOptionsState } from './useRemoteOptions';
export { PegawaiNameLink, pegawaiCvPath, type PegawaiNameLinkProps } from './PegawaiNameLink';
export { PegawaiSelect, pegawaiOptionDetail, PEGAWAI_SEARCH_KEYS, type PegawaiSelectProps } from './PegawaiSelect';

export { OptionSelect, type OptionSelectProps, type SelectOption } from './OptionSelect';
export { YearPicker, yearOptions, type YearPickerProps } from './YearPicker';
export { PeriodFilter, type Period, type PeriodFilterProps } from './PeriodFilter';
export { clampIso, composeDate, daysInMonth, partsOf, yearRange, type DateParts } from './date-range';

export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { DialogFrame, type DialogFrameProps } from './DialogFrame';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { MeterRow, meterPercent, type MeterRowBar, type MeterRowProps } from './MeterRow';
export { RouteDirectory, type RouteDirectoryProps } from './RouteDirectory';
export { ApprovalTimeline, type ApprovalTimelineProps } from './ApprovalTimeline';
export { ApprovalActions, type ApprovalActionsProps } from './ApprovalActions';
export {
  ApprovalStatusBadge,
  ApprovalStatusCell,
  ApprovalStatusFilter,
  detailLinkColumn,
  FilterSwitch,
  PendingCountBadge,
  type ApprovalStatusBadgeProps,
  type ApprovalStatusCellProps,
  type ApprovalStatusFilterProps,
  type FilterSwitchProps,
} from './ApprovalListPieces';
export { ConfirmProvider, useConfirm, type ConfirmFn, type ConfirmOptions } from './useConfirm';
export { useConfirmedDelete, type ConfirmedDeleteFn, type ConfirmedDeleteOptions } from './useConfirmedDelete';

export { UploadProgress, type UploadProgressProps } from './UploadProgress';
export { ImportErrorTable, type ImportErrorTableProps } from './ImportErrorTable';
export {
  JobProgress,
  JobProgressBar,
  JobStatusBadge,
  jobPercent,
  JOB_STATUS_LABELS,
  DOWNLOAD_LABEL,
  type JobProgressProps,
  type JobProgressBarProps,
} from './JobProgress';
export { FollowedJob, type FollowedJobProps } from './FollowedJob';

export {
  UnderConstruction,
  ModuleUnavailable,
  EmptyState,
  LoadingState,
  ErrorState,
  type ErrorStateProps,
  type UnderConstructionProps,
  type ModuleUnavailableProps,
  type EmptyStateProps,
  type LoadingStateProps,
} from './PageStates';

// Form fields, FormDialog, DatePicker and submitToApi: `@portal/design-system/forms` (src/forms).
export { notifyError } from './api-form';

export { useDebouncedCallback } from './useDebouncedCallback';
export { useUrlQuery, type UrlQueryKind, type UrlQuerySchema } from './useUrlQuery';
export { tableQueryHandlers, type TableQuery } from './tableQueryHandlers';
export { listTableProps, type ListSource, type ListTableProps } from './listTableProps';
// Business constants, MONTHS and formatNumber/formatDate come from @portal/domain; these are the
// design system's own additions.
export { PER_PAGE_OPTIONS, NOTIFY_DURATION, TEXTS } from './texts';
export { FileOpener, type FileOpenerProps } from './FileOpener';
export {
  useFileOpener,
  showFile,
  downloadFile,
  fileOpenMode,
  resolveFileType,
  reportFileOpenError,
  type FileLoader,
  type FileOpenMode,
  type FileOpenerState,
  type OpenableFile,
} from './useFileOpener';

// Chakra UI's building blocks, tree-shaken inside this shared package (see chakra.ts).
export * from './chakra';
// The button hierarchy (primary, secondary, danger, quiet) instead of Chakra's free variants.
export { APPROVAL_ACTION_KIND, Button, BUTTON_LOOK, type ButtonKind, type ButtonProps } from './Button';
