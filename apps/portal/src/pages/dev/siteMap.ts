/** Spec §2 developer site map: the routes a developer opens most (the demo school stands for {schoolId}). */
export const SITE_MAP = ['/', '/login/index', '/login/select', '/register/index', '/register/select', '/register/create', '/register/creating', '/register/success', '/portal/1000000000000000001', '/design/1000000000000000001', '/403', '/404', '/500', '/test'];
