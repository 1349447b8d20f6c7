// Chakra UI's theme is built from identity helpers at module level
// (`const defaultThemeConfig = defineConfig({ …, recipes, slotRecipes })`, `const buttonRecipe = defineRecipe({…})`).
// webpack must assume a call has side effects, so it kept every recipe of all ~75 components even
// though the portal's system names only the ones it uses (design-system/src/chakra-theme.ts).
// Marking those calls pure (they are `(v) => v`) lets the unused ones go (issue #10).
const DEFINE_CALL =
  /=\s*(define(?:Config|Recipe|SlotRecipe|Tokens|SemanticTokens|GlobalStyles|Keyframes|TextStyles|LayerStyles|AnimationStyles|Style|Conditions)\()/g;

module.exports = function chakraPureLoader(source) {
  return source.replace(DEFINE_CALL, '= /*#__PURE__*/ $1');
};
