import { createSystem, defineConfig } from '@chakra-ui/react';
import { chakraThemeConfig } from './chakra-theme';

// A calm bank blue: readable on white at 600+, never saturated enough to compete with status colours.
const brand = {
  50: '#eef5fc',
  100: '#d7e7f8',
  200: '#b0cff0',
  300: '#80b1e4',
  400: '#4f90d4',
  500: '#2f74bf',
  600: '#215da3',
  700: '#1c4b85',
  800: '#193e6c',
  900: '#163256',
  950: '#0e1f37',
};

function toTokens(scale: Record<number, string>) {
  return Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));
}

const fontStack =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const portalConfig = defineConfig({
  globalCss: {
    'html, body': { colorPalette: 'brand', bg: 'bg.canvas', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: { brand: toTokens(brand) },
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
    },
    semanticTokens: {
      colors: {
        // The slots every Chakra recipe reads through `colorPalette`.
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        bg: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        },
        // Chakra's red.500 on white is 3.8:1; error texts need 4.5:1 (WCAG AA, axe in the browser tests).
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        // Business states used across modules (e.g. workload Fit / Under Load / Over Load).
        status: {
          success: { value: { _light: '{colors.green.600}', _dark: '{colors.green.400}' } },
          danger: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.500}', _dark: '{colors.orange.300}' } },
          info: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        },
      },
    },
    keyframes: {
      portalShrink: {
        from: { transform: 'scaleX(1)' },
        to: { transform: 'scaleX(0)' },
      },
    },
  },
});

/**
 * The portal's Chakra v3 system: Chakra's default theme (with the recipes the portal uses) + the
 * brand palette, fonts and semantic tokens.
 */
export const system = createSystem(chakraThemeConfig, portalConfig);
