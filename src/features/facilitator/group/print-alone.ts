/**
 * For the group view's outer element: when printing, everything else on the page (the site's header and
 * footer, the rest of /workshop) is left out, so "Print / PDF" gives the group alone. It hides every element
 * that neither holds the group view nor is in it, and only while a group view is on the page: every other
 * page prints whole. Tailwind variants, so the rule ships in the site's one stylesheet.
 */
export const PRINT_ALONE = 'print:[body:has(&)_*:not(:has(&),&,&_*)]:hidden'
