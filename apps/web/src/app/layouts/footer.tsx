import { Link } from 'react-router';
import { PolicyLinks } from '../../features/policies/components/policy-links.tsx';
import { appConfig } from '../../lib/app-config.ts';

/** Policies, contact, copyright (spec 000 §2). */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-columns">
        <PolicyLinks />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            Contact
          </h2>
          <ul className="footer-links">
            <li>
              <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>
            </li>
            <li>
              <a href={appConfig.messagingUrl} target="_blank" rel="noopener noreferrer">
                Message us on WhatsApp
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="copyright">
        © 2025 <Link to="/">{appConfig.displayName}</Link>. All rights reserved.
      </p>
    </footer>
  );
}
