/** The overview's address: the super user's landing page (decision 0045). */
export const OVERVIEW_PAGE_PATH = '/overview';
