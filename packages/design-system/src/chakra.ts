/**
 * The Chakra UI building blocks the portal's pages use, re-exported by the design system (issue
 * #10, ADR 0029). Shell and remotes import them from `@portal/design-system`, never from
 * `@chakra-ui/react` (the lint holds that): the design system is the one shared singleton, and
 * Chakra is tree-shaken inside it instead of shipping all of `@chakra-ui/react` to every browser.
 * A page that needs another Chakra component adds its name here.
 */
export {
  Alert,
  Avatar,
  Badge,
  Box,
  Card,
  Checkbox,
  CloseButton,
  Container,
  DataList,
  Dialog,
  Drawer,
  Field,
  Fieldset,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Input,
  Link,
  List,
  Menu,
  NativeSelect,
  Portal,
  Progress,
  Separator,
  SimpleGrid,
  Spinner,
  Stack,
  Stat,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  VStack,
  VisuallyHidden,
  Wrap,
  chakra,
} from '@chakra-ui/react';
export type { BoxProps, StackProps, TextProps } from '@chakra-ui/react';
