/** Names to draw realistic guests from (common first and last names, mixed origins). */
export const FIRST_NAMES = [
  'Ana', 'Ben', 'Chloé', 'David', 'Elena', 'Farah', 'George', 'Hana', 'Ian', 'Julia', 'Kofi', 'Lena', 'Mateo', 'Nadia', 'Oscar',
  'Priya', 'Quentin', 'Rosa', 'Samuel', 'Tara', 'Uma', 'Victor', 'Wei', 'Ximena', 'Yusuf', 'Zoë', 'Amir', 'Bianca', 'Carlos', 'Dana',
  'Emeka', 'Freya', 'Gabriel', 'Helena', 'Ivan', 'Jasmine', 'Kenji', 'Laura', 'Marcus', 'Nora', 'Olivia', 'Pablo', 'Rahul', 'Sofia',
];

export const LAST_NAMES = [
  'Smith', 'García', 'Nguyen', 'Müller', 'Okafor', 'Rossi', 'Kowalski', 'Johnson', 'Silva', 'Kim', 'Dubois', 'Haddad', 'Patel',
  'Andersson', 'O’Brien', 'Tanaka', 'Hernández', 'Novak', 'Ivanova', 'Mensah', 'Cohen', 'Lopez', 'Williams', 'Brown', 'Schmidt',
  'Moreau', 'Yilmaz', 'Chen', 'Santos', 'Jensen', 'Murphy', 'Costa', 'Fischer', 'Ali', 'Reyes', 'Wright', 'Lindqvist', 'Park',
];

export const EMAIL_DOMAINS = ['example.com', 'example.org', 'mail.example.net', 'corp.example.com'];
