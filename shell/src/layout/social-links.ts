/** The centre's public channels shown in the header. */
export const SOCIAL_LINKS = {
  messenger: 'https://t.me/',
  social: 'https://vk.com/',
};
