import { footerGroups } from '@app/core/navigation';
import { COPYRIGHT_YEAR, SITE_NAME } from '@app/core/site';
import { Link } from 'react-router';
import { Brand } from './brand';

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[1.3fr_3fr]">
          <div className="max-w-sm">
            <Brand />
            <p className="mt-4 text-sm text-muted-foreground">
              Industry certifications, university courses, career paths and jobs from leading technology
              companies in one place, with free AI tools to help you plan your next step.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {footerGroups.map((group) => (
              <div key={group.title}>
                <h2 className="text-sm font-semibold">{group.title}</h2>
                <ul className="mt-4 flex flex-col gap-3">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        className="rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline"
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t pt-8 text-sm text-muted-foreground">
          <p>
            {SITE_NAME} is an independent platform and is not affiliated with, endorsed by or sponsored by the
            companies or universities whose courses it links to. All trademarks, logos and brand names are the
            property of their respective owners and are used only to identify their courses.
          </p>
          <p>
            © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
