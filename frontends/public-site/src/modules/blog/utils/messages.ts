import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  blogTitle: { id: 'public-site.blog.blog.title', defaultMessage: 'Blog' },
  blogLead: {
    id: 'public-site.blog.blog.lead',
    defaultMessage: 'News and guides about US visas and the DS-160.',
  },
  blogPostTitle: { id: 'public-site.blog.blog-post.title', defaultMessage: 'Blog post' },
  blogPostLead: {
    id: 'public-site.blog.blog-post.lead',
    defaultMessage: 'An article from the Portico blog.',
  },
});
