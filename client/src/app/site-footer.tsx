import { useSchoolIdentity } from "../api/school-identity";

export function SiteFooter() {
  const { data } = useSchoolIdentity();
  // The page itself reports a failed load; an empty footer says nothing untrue.
  if (!data) return null;
  const { school } = data;

  return (
    <footer className="site-footer">
      <div className="container">
        <p className="site-footer__motto">{school.motto}</p>
        <address>
          <p>{school.address}</p>
          <p>
            <span>Phone:</span>
            <a href={`tel:${school.phone.replace(/\s/g, "")}`}>{school.phone}</a>
          </p>
          <p>
            <span>E-mail:</span>
            <a href={`mailto:${school.email}`}>{school.email}</a>
          </p>
        </address>
        <p className="site-footer__copyright">
          © {new Date().getFullYear()} {school.name}
        </p>
      </div>
    </footer>
  );
}
