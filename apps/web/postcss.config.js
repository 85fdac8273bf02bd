import mantinePreset from 'postcss-preset-mantine';

// Mantine's mixins (rtl, light/dark, rem) in our CSS files.
export default { plugins: [mantinePreset()] };
