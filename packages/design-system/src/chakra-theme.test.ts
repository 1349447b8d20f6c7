import * as chakraExports from './chakra';
import { RECIPES, SLOT_RECIPES } from './chakra-theme';
import { system } from './system';

/**
 * The recipe each Chakra component the portal uses looks up (null: styled by props alone). A name
 * missing here fails the first test: adding a component to chakra.ts means deciding its recipe.
 */
const RECIPE_OF: Record<string, string | null> = {
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Box: null,
  Card: 'card',
  Checkbox: 'checkbox',
  CloseButton: 'button',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Fieldset: 'fieldset',
  Flex: null,
  Grid: null,
  HStack: null,
  Heading: 'heading',
  IconButton: 'button',
  Input: 'input',
  Link: 'link',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Portal: null,
  Progress: 'progress',
  Separator: 'separator',
  SimpleGrid: null,
  Spinner: 'spinner',
  Stack: null,
  Stat: 'stat',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Text: null,
  Textarea: 'textarea',
  VStack: null,
  VisuallyHidden: null,
  Wrap: null,
  chakra: null,
};

/** Used inside the design system's own widgets (not re-exported to pages). */
const INTERNAL = ['button', 'combobox', 'emptyState', 'fieldset', 'tag', 'toast', 'checkmark', 'inputAddon', 'icon'];

describe('the slim Chakra theme', () => {
  it('knows the recipe of every Chakra component pages may use', () => {
    const unknown = Object.keys(chakraExports).filter((name) => !(name in RECIPE_OF));
    expect(unknown).toEqual([]);
  });

  it('carries every recipe those components and the widgets look up', () => {
    const carried = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
    const needed = [...Object.values(RECIPE_OF), ...INTERNAL].filter((key): key is string => key !== null);
    expect(needed.filter((key) => !carried.has(key))).toEqual([]);
  });

  it('the system serves them, and leaves out those of components nobody uses', () => {
    for (const key of Object.keys(RECIPES)) expect(system.getRecipe(key)).toBeDefined();
    for (const key of Object.keys(SLOT_RECIPES)) expect(system.getSlotRecipe(key)).toBeDefined();
    expect(system.getSlotRecipe('carousel')).toBeUndefined();
    expect(system.getSlotRecipe('colorPicker')).toBeUndefined();
  });
});
