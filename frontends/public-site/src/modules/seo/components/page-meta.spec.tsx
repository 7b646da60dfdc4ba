import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { CATALOGS, LANGUAGES, metaDescription, renderIn } from '../../../testing/render-in-language';
import { messages as authMessages } from '../../auth/utils/messages';
import { usePageMeta } from '../hooks/use-page-meta';
import { messages } from '../utils/messages';
import { withPageMeta } from './with-page-meta';

function Titled({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return <p>{title}</p>;
}

describe('page metadata', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('names the page in the tab and creates the meta description when the document has none', () => {
    render(<Titled title="Pricing" description="Our prices." />);
    expect(document.title).toBe('Pricing · Portico');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaDescription()).toBe('Our prices.');
  });

  it('reuses the existing tag and follows a change of language', () => {
    document.head.innerHTML = '<meta name="description" content="From index.html">';
    const { rerender } = render(<Titled title="Pricing" description="Our prices." />);
    rerender(<Titled title="Precios" description="Nuestros precios." />);
    expect(document.title).toBe('Precios · Portico');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaDescription()).toBe('Nuestros precios.');
  });

  it('gives the document back its title and description when the page goes', () => {
    document.head.innerHTML = '<meta name="description" content="From index.html">';
    document.title = 'Portico';
    const { rerender, unmount } = render(<Titled title="Pricing" description="Our prices." />);
    rerender(<Titled title="Precios" description="Nuestros precios." />);
    unmount();
    expect(document.title).toBe('Portico');
    expect(metaDescription()).toBe('From index.html');
  });

  it('the site name alone is not repeated', () => {
    render(<Titled title="Portico" description="Home." />);
    expect(document.title).toBe('Portico');
  });

  it.each(LANGUAGES)('withPageMeta gives a page its translated title and description (%s)', (language) => {
    const Login = withPageMeta(() => <p>login form</p>, authMessages.loginTitle, messages.loginDescription);
    renderIn(<Login />, language);
    expect(screen.getByText('login form')).toBeTruthy();
    expect(document.title).toBe(`${CATALOGS[language]['public-site.auth.login.title']} · Portico`);
    expect(metaDescription()).toBe(CATALOGS[language]['public-site.seo.login.description']);
  });

  it('withPageMeta needs no more than an IntlProvider', () => {
    const Page = withPageMeta(() => null, authMessages.signupTitle, messages.signupDescription);
    render(
      <IntlProvider locale="en" messages={CATALOGS.en}>
        <Page />
      </IntlProvider>,
    );
    expect(document.title).toBe('Create your account · Portico');
  });
});
