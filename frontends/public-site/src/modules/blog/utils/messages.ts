import { defineMessage, defineMessages } from 'react-intl';

const blogPageStatus = defineMessage<{ page: string | number; pages: string | number }>({
  id: 'public-site.blog.blog.page-status',
  defaultMessage: 'Page {page} of {pages}',
});

const blogPublished = defineMessage<{ date: string | number }>({
  id: 'public-site.blog.blog.published',
  defaultMessage: 'Published {date}',
});

export const messages = defineMessages({
  blogPostBack: { id: 'public-site.blog.blog-post.back', defaultMessage: 'All articles' },
  blogPostFailed: {
    id: 'public-site.blog.blog-post.failed',
    defaultMessage: 'The article could not be loaded. Check your connection and try again.',
  },
  blogPostLoading: { id: 'public-site.blog.blog-post.loading', defaultMessage: 'Loading the article…' },
  blogPostNotTranslated: {
    id: 'public-site.blog.blog-post.not-translated',
    defaultMessage: 'This article is not available in your language yet, so it is shown in English.',
  },
  blogPostRetry: { id: 'public-site.blog.blog-post.retry', defaultMessage: 'Try again' },
  blogArticles: { id: 'public-site.blog.blog.articles', defaultMessage: 'Articles' },
  blogEmpty: { id: 'public-site.blog.blog.empty', defaultMessage: 'No articles yet.' },
  blogEnglishOnly: { id: 'public-site.blog.blog.english-only', defaultMessage: 'In English' },
  blogLead: {
    id: 'public-site.blog.blog.lead',
    defaultMessage: 'News and guides about US visas and the DS-160.',
  },
  blogMetaDescription: {
    id: 'public-site.blog.blog.meta-description',
    defaultMessage:
      'Guides to the US visa application (DS-160): photo rules, what to prepare, and what happens after you submit.',
  },
  blogNext: { id: 'public-site.blog.blog.next', defaultMessage: 'Older articles' },
  blogPages: { id: 'public-site.blog.blog.pages', defaultMessage: 'Blog pages' },
  blogPrevious: { id: 'public-site.blog.blog.previous', defaultMessage: 'Newer articles' },
  blogTitle: { id: 'public-site.blog.blog.title', defaultMessage: 'Blog' },
  // Typed messages last: formatjs's transformer pairs descriptors with properties by position.
  blogPageStatus,
  blogPublished,
});
